export default function InquiryDetailPage() {
  return <h1>InquiryDetailPage</h1>;
}
