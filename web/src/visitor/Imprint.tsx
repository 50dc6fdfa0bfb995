import { useState } from 'react';
import { Link } from 'react-router';
import { LEGAL, type Language } from './legalTexts';
import { VisitorFrame } from './VisitorFrame';

export function Imprint() {
  const [language, setLanguage] = useState<Language>('en');
  const text = LEGAL[language];
  return (
    <VisitorFrame wide>
      <div className="button-row">
        <Link to="/" className="button button--quiet">
          Go Back Home
        </Link>
        <div className="language-switch" role="group" aria-label="Language">
          {(['en', 'de'] as const).map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={code === language}
              className={code === language ? 'tab tab--active' : 'tab'}
              onClick={() => setLanguage(code)}
            >
              {code === 'en' ? 'English' : 'Deutsch'}
            </button>
          ))}
        </div>
      </div>
      <article lang={language} className="legal">
        <h1>{text.imprintTitle}</h1>
        {text.imprint.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <h1>{text.privacyTitle}</h1>
        {text.privacy.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </article>
    </VisitorFrame>
  );
}
