import type { Translation } from '..';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  'common.required': '*必填',
  'common.invalidEmail': '电子邮件地址无效',
  'common.retry': '重试',
  'common.tryAgain': '请重试。',
  'common.loading': '加载中',
  'common.cancel': '取消',
  'common.accept': '接受',
  'common.submit': '提交',
  'common.save': '保存',
  'common.close': '关闭',
  'common.dismiss': '关闭',
  'common.back': '返回',
  'common.next': '下一步',
  'common.language': '语言',
  'common.somethingWentWrong': '出现问题，请重试。',
  'common.offline': '您目前处于离线状态。显示的内容可能不是最新的；网络恢复后页面会自动重试。',
  'common.pageNotLoaded': '无法加载此页面',
};
