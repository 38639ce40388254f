import { paths } from '../../../../shared/routes';
/** The dashboards' messages. */
export const IMAGE_NOT_FOUND = 'Image not found!';
export const PROFILE_NOT_FOUND = 'Profile not found! Please ask your manager to upload your profile.';
/** Where an employee asks for an advance; linked when the route table has it. */
export const GET_PAID_PATH = paths.getPaid();
