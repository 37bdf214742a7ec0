// Per intent, as `normalize` spells a German question (ä as ae, ß as ss; * any ending); none is an English word.
export const GERMAN_KEYWORDS: Readonly<Record<string, string>> = {
  'never-used': `
    nie genutzt, nie benutzt, nie verwendet, nie registriert, nie angemeldet, nie besucht, nie gehoert, nie gesehen, nie kunde, nie mitglied,
    nie ein konto, nie einen account, nie dort, nie auf, nie bei, noch nie, war nie, kein konto, keinen account, kein kunde, keine kundin,
    kein mitglied, nicht registriert, nicht angemeldet, nicht mein konto, nicht genutzt, nicht benutzt, nicht mitglied, warum bin ich betroffen,
    wieso bin ich betroffen, weshalb bin ich betroffen, warum bin ich darin, warum bin ich dabei, warum bin ich da, warum bin ich in,
    wieso bin ich in, warum ist meine e mail, warum ist meine email, wieso ist meine e mail, wieso ist meine email, woher haben die,
    woher haben sie, wie kommen die an, wie sind die an, kenne ich nicht, kenne die seite nicht, kenne diese seite nicht
  `,
  freeze: `
    kreditsperr*, kredit sperr*, kredit einfrier*, einfrier*, eingefroren, schufa*, auskunftei*, kreditauskunft*, kreditbuero*,
    kreditwuerdigkeit, bonitaet*, kreditueberwachung, betrugswarnung*, kreditakte*
  `,
  password: 'passwort*, passwoerter, passworter, kennwort*, kennwoerter, zugangsdaten, logindaten, anmeldedaten',
  when: 'wann, welches datum, welchem datum, das datum, datum des, zeitpunkt, welches jahr, welchem jahr, wie lange her, wie lange ist das her, wie alt, wie aktuell, seit wann, zeitraum',
  size: 'wie viele, wieviele, wie viel, wieviel, wie gross, wie umfangreich, groesse, anzahl, umfang, ausmass, insgesamt',
  flags: `
    verifiz*, bestaetig*, sensibel, sensibles, sensiblen, sensibler, echt, echtheit, gefaelscht, faelschung, erfunden, serioes, glaubwuerdig, authentisch, schwindel,
    spamliste*, schadsoftware, zurueckgezogen, stimmt das, wahr, vertrauenswuerdig
  `,
  'first-steps': `
    zuerst, als erstes, erste schritte, ersten schritt, erster schritt, schritt*, tun, ich machen, man machen, jetzt machen, mache ich, unternehmen, was nun, und jetzt,
    wie weiter, naechste*, schuetz*, absichern, massnahme*, empfehl*, ratschlag*, tipp, tipps, vorgehen, reagieren, vorbeug*, verhindern,
    beheben, checkliste
  `,
  risk: `
    risiko*, riskant, gefaehr*, gefahr*, sicher, unsicher, sorge*, besorgt, beunruhig*, angst haben, habe angst, bedroh*, schlimm*,
    ernst*, schaden, schaedlich, bin ich betroffen, sind wir betroffen, was bedeutet das, panik
  `,
  leaked: `
    offengelegt, offenleg*, offen gelegt, geleakt, leck*, datenleck*, gestohlen, geklaut, kompromittiert, gehackt, entwendet, abgegriffen,
    veroeffentlicht, betroffen, welche daten, welche informationen, was fuer daten, welche art, was ist passiert, passiert, erklaer*,
    zusammenfassung, ueberblick, einzelheiten, informationen, daten
  `,
  help: `
    hilfe, helfen, hilf, was kannst du, was koennen sie, was kann ich fragen, was kann ich sie fragen, was weisst du, was wissen sie,
    wer bist du, wer sind sie, was bist du, was sind sie, optionen, menue
  `,
  thanks: 'danke*, dank, dankeschoen, vielen dank, tschuess, tschuss, auf wiedersehen, bis bald, alles klar, verstanden, prima, klasse',
  greeting: 'hallo, moin, servus, gruezi, guten morgen, guten tag, guten abend, gruess gott, gruss gott',
};
