/**
 * The mail Parley sends, each as plain text and a simple HTML version of the same
 * words. Links are absolute (PUBLIC_URL) because they are opened from a mailbox.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function verificationMail(input: {
  fullName: string | null;
  link: string;
  validHours: number;
}): RenderedMail {
  const greeting = input.fullName ? `Hello ${input.fullName},` : 'Hello,';
  const lines = [
    greeting,
    'Please confirm that this e-mail address is yours. Interviews sent to this address appear in your Parley dashboard once it is confirmed.',
    `Confirm your address: ${input.link}`,
    `The link works once and expires in ${input.validHours} hours. If you did not sign up for Parley, ignore this message: nothing happens unless the link is opened.`,
  ];
  return {
    subject: 'Confirm your e-mail address for Parley',
    text: lines.join('\n\n'),
    html: page([
      paragraph(greeting),
      paragraph(lines[1]!),
      button('Confirm my e-mail address', input.link),
      paragraph(lines[3]!),
    ]),
  };
}

export function invitationMail(input: {
  expertName: string;
  projectName: string | null;
  client: string;
  interviewLink: string;
  signUpLink: string;
  signInLink: string;
  email: string;
  durationMinutes: number;
}): RenderedMail {
  const topic = input.projectName ? `"${input.projectName}"` : `a project for ${input.client}`;
  const lines = [
    `Hello ${input.expertName},`,
    `You are invited to a ${input.durationMinutes}-minute expert interview on ${topic}. Answer in your own time, by voice or text.`,
    `Start the interview: ${input.interviewLink}`,
    `To see this interview in your expert dashboard, sign up at ${input.signUpLink} (or sign in at ${input.signInLink}) with this address, ${input.email}, and confirm it from the message we send you.`,
    'Keep this link to yourself: whoever holds it can take the interview.',
  ];
  return {
    subject: `Interview invitation: ${input.projectName ?? input.client}`,
    text: lines.join('\n\n'),
    html: page([
      paragraph(lines[0]!),
      paragraph(lines[1]!),
      button('Start the interview', input.interviewLink),
      paragraph(
        `To see this interview in your expert dashboard, ${anchor('sign up', input.signUpLink)} (or ${anchor('sign in', input.signInLink)}) with this address, ${escapeHtml(input.email)}, and confirm it from the message we send you.`,
        { raw: true },
      ),
      paragraph(lines[4]!),
    ]),
  };
}

function page(blocks: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${blocks.join('')}</body></html>`;
}

function paragraph(text: string, options: { raw?: boolean } = {}): string {
  return `<p>${options.raw ? text : escapeHtml(text)}</p>`;
}

function button(label: string, href: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(href)}</p>`;
}

function anchor(label: string, href: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
