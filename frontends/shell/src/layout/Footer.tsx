import { FacebookIcon, InstagramIcon, LinkedinIcon } from '@minutemart/ui';

const socials = [
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn', Icon: LinkedinIcon },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 pb-24 pt-6 text-sm text-slate-500 md:flex-row md:pb-6 md:justify-between">
        <p>© {new Date().getFullYear()} Minutemart. All rights reserved.</p>
        <ul className="flex items-center gap-2">
          {socials.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className="grid h-9 w-9 place-items-center rounded-full text-slate-500 transition hover:bg-brand-50 hover:text-brand-700"
              >
                <Icon size={18} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
