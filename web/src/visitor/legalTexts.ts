import { SUPPORT_EMAIL } from '../config';

/** Imprint and privacy policy, in English (the default) and German. */
export type Language = 'en' | 'de';

interface LegalText {
  imprintTitle: string;
  imprint: string[];
  privacyTitle: string;
  privacy: { heading: string; body: string }[];
}

export const LEGAL: Record<Language, LegalText> = {
  en: {
    imprintTitle: 'Imprint',
    imprint: [
      'Vampire Hunt is made and operated by Nightfall Studio.',
      `Contact: ${SUPPORT_EMAIL}`,
      'Responsible for content: the Nightfall Studio team.',
    ],
    privacyTitle: 'Privacy Policy',
    privacy: [
      {
        heading: 'What we store',
        body: 'Your account (name, e-mail address, a hash of your password), your progress in the game and the purchases you make.',
      },
      {
        heading: 'Server logs',
        body: 'Our servers log requests with your IP address to keep the game safe. Logs with IP addresses are deleted within 7 days.',
      },
      {
        heading: 'Analytics',
        body: 'We count how the game is played (registrations, active players, purchases). Analytics data is deleted after 26 months.',
      },
      {
        heading: 'Who receives data',
        body: 'A payment provider (for purchases), a marketing provider, web analytics and game analytics, each only with what its job needs.',
      },
      {
        heading: 'Cookies',
        body: 'Necessary cookies keep the game running. Statistical and marketing cookies are used only if you accept them in the cookie banner; your choice is kept for 150 days.',
      },
      {
        heading: 'Your rights',
        body: `You may ask us what we store about you, have it corrected or deleted, and object to its use. Write to ${SUPPORT_EMAIL}.`,
      },
    ],
  },
  de: {
    imprintTitle: 'Impressum',
    imprint: [
      'Vampire Hunt wird von Nightfall Studio entwickelt und betrieben.',
      `Kontakt: ${SUPPORT_EMAIL}`,
      'Verantwortlich für den Inhalt: das Team von Nightfall Studio.',
    ],
    privacyTitle: 'Datenschutzerklärung',
    privacy: [
      {
        heading: 'Was wir speichern',
        body: 'Dein Konto (Name, E-Mail-Adresse, ein Hash deines Passworts), deinen Spielfortschritt und deine Käufe.',
      },
      {
        heading: 'Server-Logs',
        body: 'Unsere Server protokollieren Anfragen mit deiner IP-Adresse, um das Spiel zu schützen. Logs mit IP-Adressen werden innerhalb von 7 Tagen gelöscht.',
      },
      {
        heading: 'Analyse',
        body: 'Wir zählen, wie das Spiel gespielt wird (Registrierungen, aktive Spieler, Käufe). Analysedaten werden nach 26 Monaten gelöscht.',
      },
      {
        heading: 'Empfänger',
        body: 'Ein Zahlungsdienstleister (für Käufe), ein Marketing-Anbieter, Web-Analyse und Spiel-Analyse, jeweils nur mit den Daten, die sie für ihre Aufgabe brauchen.',
      },
      {
        heading: 'Cookies',
        body: 'Notwendige Cookies halten das Spiel am Laufen. Statistik- und Marketing-Cookies nutzen wir nur, wenn du sie im Cookie-Banner akzeptierst; deine Wahl gilt 150 Tage.',
      },
      {
        heading: 'Deine Rechte',
        body: `Du kannst Auskunft über deine Daten verlangen, sie berichtigen oder löschen lassen und ihrer Nutzung widersprechen. Schreib an ${SUPPORT_EMAIL}.`,
      },
    ],
  },
};
