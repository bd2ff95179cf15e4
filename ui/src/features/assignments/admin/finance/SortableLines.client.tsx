import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useLocale, useT } from '../../../../shared/i18n';
import { LineSummary, type LineListProps } from './LineList';

/**
 * The lines as react-aria's GridList with drag and drop: a row is dragged by pointer, or by keyboard from its
 * handle (Enter picks it up, the arrows choose the place, Enter drops it; Escape cancels), and the screen
 * reader hears each step. A drop moves the lines; the order saved is their place from zero.
 */
export default function SortableLines({ lines, editing, onEdit, onRemove, onMove, disabled }: LineListProps) {
  const t = useT();
  const locale = useLocale();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (e) => onMove([...e.keys].map(String), String(e.target.key), e.target.dropPosition === 'before' ? 'before' : 'after'),
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={({ isDropTarget }) => (isDropTarget ? 'border-top border-3 border-primary' : '')} />
    ),
    isDisabled: disabled,
  });
  return (
    <GridList aria-label={t('finance.lines')} items={lines} dependencies={[editing, disabled]} dragAndDropHooks={dragAndDropHooks} className="list-group mb-2" data-testid="invoice-lines">
      {(line) => (
        <GridListItem
          id={line.key}
          textValue={line.description || t('finance.noDescription')}
          className={({ isDragging }) => `list-group-item d-flex align-items-center gap-2${isDragging ? ' opacity-50' : ''}${line.key === editing ? ' list-group-item-primary' : ''}`}
          data-testid="invoice-line"
        >
          <Button slot="drag" className="btn btn-sm btn-light" aria-label={t('finance.drag', { line: line.description })} data-testid="line-drag">
            ⠿
          </Button>
          <LineSummary line={line} t={t} locale={locale} />
          <Button className="btn btn-sm btn-outline-secondary" onPress={() => onEdit(line.key)} isDisabled={disabled} data-testid="line-edit">
            {t('finance.edit')}
          </Button>
          <Button
            className="btn btn-sm btn-outline-danger"
            onPress={() => onRemove(line.key)}
            isDisabled={disabled}
            aria-label={t('finance.removeLine', { line: line.description })}
            data-testid="line-remove"
          >
            ×
          </Button>
        </GridListItem>
      )}
    </GridList>
  );
}
