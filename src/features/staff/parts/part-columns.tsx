import { partRecord, staffRows } from '@contract';
import type { Part } from '../../../api/parts/parts';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { categoryBadge, listColumns } from '../list/list-columns';

/** The parts list's columns from the part's rows: the id as it is, the name beside its thumbnail, the category as a badge. */
export const partColumns = listColumns(staffRows(partRecord, 'list'), ({ column }) => {
  if (column === 'name')
    return (part: Part) => (
      <div className="staff-thumb-cell">
        <ImageWithFallback src={part.imageUrl} alt={part.name} className="staff-thumb" width={48} height={48} fit="contain" />
        <span className="staff-cell-main">{part.name}</span>
      </div>
    );
  if (column === 'category') return (part: Part) => categoryBadge(part.category);
  return undefined;
});
