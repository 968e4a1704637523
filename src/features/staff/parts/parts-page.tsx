export default function PartsPage() {
  return <h1>PartsPage</h1>;
}
