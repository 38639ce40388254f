import type { Translation } from '..';
import type { validation as english } from '../en/validation';

export const validation: Translation<typeof english> = {
  'validation.date': '请按 dd/MM/yyyy 格式输入日期',
  'validation.chooseOne': '请从以下选项中选择一个：{options}',
  'validation.number': '请输入数字',
  'validation.wholeNumber': '请输入整数',
  'validation.atLeast': '请输入不小于 {minimum} 的值',
  'validation.atMost': '请输入不大于 {maximum} 的值',
  'validation.moreThan': '请输入大于 {minimum} 的值',
  'validation.lessThan': '请输入小于 {maximum} 的值',
  'validation.decimals': '金额最多只能有 2 位小数',
  'validation.tooShort': '请至少输入 {minimum} 个字符',
  'validation.tooLong': '最多 {maximum} 个字符',
  'validation.tooFew': '请至少添加 {minimum} 项',
  'validation.tooMany': '最多只能添加 {maximum} 项',
  'validation.format': '格式不正确，请检查',
  'validation.yesOrNo': '请选择是或否',
  'validation.invalid': '此值不被接受，请检查',
  'validation.correctFields': '请更正后重试：{reasons}',
  'validation.required': '必填！',
  'validation.email': '电子邮件地址无效',
};
