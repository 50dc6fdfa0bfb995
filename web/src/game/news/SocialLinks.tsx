/** The studio's community channels and the sister game (spec 000 section 2, news header). */
const LINKS: { label: string; short: string; href: string }[] = [
  { label: 'Facebook', short: 'f', href: 'https://www.facebook.com/vampirehuntgame' },
  { label: 'Instagram', short: 'ig', href: 'https://www.instagram.com/vampirehuntgame' },
  { label: 'X', short: 'x', href: 'https://x.com/vampirehuntgame' },
  { label: 'Discord', short: 'dc', href: 'https://discord.gg/vampirehunt' },
  { label: 'YouTube', short: 'yt', href: 'https://www.youtube.com/@vampirehuntgame' },
  { label: 'TikTok', short: 'tt', href: 'https://www.tiktok.com/@vampirehuntgame' },
  { label: 'Wiki', short: 'w', href: 'https://vampirehunt.fandom.com' },
  { label: 'SoundCloud', short: 'sc', href: 'https://soundcloud.com/vampirehuntgame' },
];
const SISTER_GAME = { label: 'Play our ghost-trapping game', href: 'https://ghosthunt.example' };

export function SocialLinks() {
  return (
    <nav className="social" aria-label="Community">
      {LINKS.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noreferrer"
          title={link.label}
          className="social__icon"
        >
          {link.short}
        </a>
      ))}
      <a href={SISTER_GAME.href} target="_blank" rel="noreferrer" className="social__sister">
        {SISTER_GAME.label}
      </a>
    </nav>
  );
}
