/** A public page's heading band: its h1 and a line about the page. */
export interface PageIntro {
  title: string;
  intro: string;
}

export function PageHeader({ title, intro }: PageIntro) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </div>
  );
}
