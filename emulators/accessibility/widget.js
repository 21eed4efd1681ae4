// The accessibility widget the local shop loads in place of a hosted one (accessiBe, UserWay and
// the like ship the same kind of script): a panel of display adjustments a shopper can switch on,
// kept in this browser. It opens when the script loads and whenever the page sends
// 'bottega:accessibility-widget'. Plain browser JavaScript: the emulator serves this file as it is.
(() => {
  if (window.__bottegaAccessibilityWidget) return;
  window.__bottegaAccessibilityWidget = true;

  const STORAGE_KEY = 'accessibility-widget';
  const OPTIONS = [
    { id: 'text', label: 'Larger text', css: 'html.aw-text { font-size: 125% !important; }' },
    { id: 'contrast', label: 'High contrast', css: 'html.aw-contrast body { filter: contrast(1.35); }' },
    { id: 'links', label: 'Underline links', css: 'html.aw-links a { text-decoration: underline !important; }' },
    {
      id: 'still',
      label: 'Pause animations',
      css: 'html.aw-still *, html.aw-still *::before, html.aw-still *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }',
    },
  ];

  function readChoices() {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || '[]');
      return new Set(Array.isArray(saved) ? saved.filter((id) => OPTIONS.some((option) => option.id === id)) : []);
    } catch {
      return new Set();
    }
  }
  const chosen = readChoices();

  function apply() {
    for (const option of OPTIONS) document.documentElement.classList.toggle(`aw-${option.id}`, chosen.has(option.id));
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...chosen]));
    } catch {
      // Private windows may refuse storage: the choice still holds for this page.
    }
  }

  const style = document.createElement('style');
  style.textContent = [
    ...OPTIONS.map((option) => option.css),
    '.aw-panel { border: 1px solid #141414; padding: 1.5rem; max-width: 22rem; font: 16px/1.4 system-ui, sans-serif; color: #141414; background: #fff; }',
    '.aw-panel h2 { font-size: 1.1rem; margin: 0 0 1rem; }',
    '.aw-panel ul { list-style: none; margin: 0 0 1rem; padding: 0; display: grid; gap: 0.5rem; }',
    '.aw-panel button { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #141414; background: #fff; color: #141414; cursor: pointer; width: 100%; text-align: left; }',
    '.aw-panel button[aria-pressed="true"] { background: #141414; color: #fff; }',
    '.aw-panel__actions { display: flex; gap: 0.5rem; }',
  ].join('\n');
  document.head.append(style);
  apply();

  // A modal <dialog>: it stacks above any dialog the page has open (the shop's accessibility popup),
  // and Escape closes it back to that dialog.
  const panel = document.createElement('dialog');
  panel.className = 'aw-panel';
  panel.setAttribute('aria-labelledby', 'aw-title');
  const title = document.createElement('h2');
  title.id = 'aw-title';
  title.textContent = 'Accessibility tools';
  const list = document.createElement('ul');
  for (const option of OPTIONS) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = option.label;
    button.setAttribute('aria-pressed', String(chosen.has(option.id)));
    button.addEventListener('click', () => {
      if (chosen.has(option.id)) chosen.delete(option.id);
      else chosen.add(option.id);
      button.setAttribute('aria-pressed', String(chosen.has(option.id)));
      apply();
    });
    item.append(button);
    list.append(item);
  }
  const actions = document.createElement('div');
  actions.className = 'aw-panel__actions';
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset';
  reset.addEventListener('click', () => {
    chosen.clear();
    for (const button of list.querySelectorAll('button')) button.setAttribute('aria-pressed', 'false');
    apply();
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close accessibility tools';
  close.addEventListener('click', () => panel.close());
  actions.append(reset, close);
  panel.append(title, list, actions);
  document.body.append(panel);

  function open() {
    if (!panel.open) panel.showModal();
  }
  window.addEventListener('bottega:accessibility-widget', open);
})();
