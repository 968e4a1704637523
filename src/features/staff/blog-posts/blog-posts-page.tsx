export default function BlogPostsPage() {
  return <h1>BlogPostsPage</h1>;
}
