import EmailReplyParser from 'email-reply-parser';

/**
 * The lines where mail clients start the quoted history in Russian, and Outlook's header block
 * in either language, which the reply parser (English and Western European patterns) misses.
 */
const QUOTE_STARTS = [
  // Gmail and Apple Mail: «пн, 7 дек. 2026 г. в 10:15, Имя <адрес>:», «7 дек. 2026 г., в 10:15, Имя <адрес> написал(а):»;
  // Gmail wraps a long one onto a second line.
  /^[^\n]*\d{4}\s*г\.,?\s+в\s+\d{1,2}:\d{2},[^\n]*(?:\n[^\n]*)?:[ \t]*$/m,
  // Thunderbird: «07.12.2026 10:15, Имя пишет:»
  /^\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}, [^\n]+ пишет:[ \t]*$/m,
  // Outlook: «От: …» or «From: …» followed by when it was sent.
  /^[ \t]*(?:От|From):[^\n]+\n[ \t]*(?:Отправлено|Дата|Sent|Date):/m,
  /^-{2,} ?(?:Исходное сообщение|Original Message) ?-{2,}[ \t]*$/im,
];

/** Signatures the reply parser knows in English only. */
const SIGNATURES = /^(?:Отправлено (?:с|из) [^\n]+|Получить Outlook для [^\n]+)$/m;

const parser = new EmailReplyParser();

/** What the sender wrote in this mail: the quoted history and the signature go, the rest is kept as written. */
export function newWordsOf(text: string): string {
  let body = text.replace(/\r\n?/g, '\n');
  for (const start of [...QUOTE_STARTS, SIGNATURES]) {
    const found = start.exec(body);
    if (found) body = body.slice(0, found.index);
  }
  return parser.parseReply(body).trim();
}
