// Which language a request is answered in, decided in one place for REST and
// GraphQL: the signed-in user's saved language, else the `lakbay_lang` cookie
// the web app sets, else Accept-Language, else English.
//
// A partner request with an API token carries no cookie that matters (the
// session is ignored for it): its Accept-Language decides when it names a
// language we speak, else the token owner's saved language.
import type { Request, RequestHandler } from 'express';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/i18n.js';
import { translate, type MessageLike } from '../lib/messages.js';
import type { LocalizedRequestMeta } from '../services/auth/auth.js';
import { sessionUserId } from './session.js';

export const LOCALE_COOKIE = 'lakbay_lang';

/** Reads a user's saved language; null when the user does not exist. */
export interface UserLocales {
  localeOf(userId: number): Promise<string | null>;
}

/** Accept-Language's languages by preference: the first we speak wins (`tl`, Tagalog, is Filipino). */
export function acceptLanguageLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: range.trim().toLowerCase().split('-')[0]!, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) {
    if (language === 'en') return 'en';
    if (language === 'fil' || language === 'tl') return 'fil';
  }
  return null;
}

export function cookieLocale(req: Request): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1]?.trim();
  return isLocale(value) ? value : null;
}

/** Who is asking, as far as the language goes. */
export interface LocaleAccount {
  userId: number | null;
  /** The request authenticated with an API token (GraphQL only). */
  viaToken: boolean;
}

export async function resolveLocale(req: Request, users: UserLocales, account: LocaleAccount): Promise<Locale> {
  const header = acceptLanguageLocale(req.headers['accept-language']);
  if (account.viaToken && header) return header;
  if (account.userId !== null) {
    // Without the database (an outage) the request still gets an answer, in the language it asked for.
    const saved = await users.localeOf(account.userId).catch(() => null);
    if (isLocale(saved)) return saved;
  }
  return (account.viaToken ? null : cookieLocale(req)) ?? header ?? DEFAULT_LOCALE;
}

const resolvers = new WeakMap<Request, () => Promise<Locale>>();

/** Lets REST handlers ask `localeOf(req)`; the user's saved language is read at most once, and only if asked. */
export function localeMiddleware(users: UserLocales): RequestHandler {
  return (req, _res, next) => {
    let locale: Promise<Locale> | undefined;
    resolvers.set(req, () => (locale ??= resolveLocale(req, users, { userId: sessionUserId(req), viaToken: false })));
    next();
  };
}

/** The language to answer a REST request in. Outside the API router: by cookie and Accept-Language only. */
export function localeOf(req: Request): Promise<Locale> {
  return (
    resolvers.get(req)?.() ??
    Promise.resolve(cookieLocale(req) ?? acceptLanguageLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE)
  );
}

/** A service's answer with its `message` in the request's language. */
export async function withLocalizedMessage<T extends { message: MessageLike }>(
  req: Request,
  answer: T,
): Promise<Omit<T, 'message'> & { message: string }> {
  return { ...answer, message: translate(await localeOf(req), answer.message) };
}

/** Who is asking, for the services: the address rate limits count, and the language to write in. */
export async function requestMeta(req: Request): Promise<LocalizedRequestMeta> {
  return { ip: req.ip ?? 'unknown', locale: await localeOf(req) };
}
