export default function BrochuresPage() {
  return <h1>BrochuresPage</h1>;
}
