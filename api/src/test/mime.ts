// Just enough MIME to read the e-mail our mailer sends: headers (unfolded),
// multipart bodies, quoted-printable and base64 parts. Tests only.

export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  html: string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable': {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
        if (hex) {
          bytes.push(parseInt(hex[0], 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(joined[i]!, 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const mail: ParsedMail = { headers, text: '', html: '' };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const part = splitHead(section.replace(/^\r?\n/, ''));
        visit(part.headers, part.body.replace(/\r?\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (/^text\/html/i.test(type)) mail.html += decoded;
    else if (/^text\/plain/i.test(type)) mail.text += decoded;
  };
  visit(headers, body);
  return mail;
}
