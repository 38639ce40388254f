/** The password of every demo login (docs/demo-data.md), and of the logins the tests make for themselves. */
export const DEMO_PASSWORD = 'Passw0rd!';
