import { site } from '@/lib/site';

/** Brand colours of app/globals.css; Satori reads inline styles only, not CSS variables. */
const colors = { brand: '#1d4e89', brandStrong: '#123a69', soft: '#e8f0fa', accent: '#f5b48a' };

/**
 * The 1200×630 share card of one kind of page, for next/og's ImageResponse (Satori: flexbox and
 * inline styles only; every element with more than one child declares `display: flex`).
 */
export function ShareCard({ eyebrow, title, host }: { eyebrow: string; title: string; host: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#ffffff',
        backgroundColor: colors.brand,
        backgroundImage: `linear-gradient(135deg, ${colors.brand} 0%, ${colors.brandStrong} 100%)`,
        fontFamily: 'Liberation Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 36, fontWeight: 700 }}>
        <div style={{ display: 'flex', width: 18, height: 44, marginRight: 18, backgroundColor: colors.accent }} />
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 32, color: colors.accent, marginBottom: 20 }}>{eyebrow}</div>
        <div style={{ display: 'flex', fontSize: title.length > 48 ? 62 : 72, fontWeight: 700, lineHeight: 1.12 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: colors.soft }}>{host}</div>
    </div>
  );
}
