import { describe, expect, it } from 'vitest';
import type { PurchaseInvoice } from './api';
import { paymentState } from './PurchaseInvoicesList';
import { checkPurchase, draftOf, emptyPurchaseDraft, grossOf, type PurchaseDraft } from './purchaseInvoiceForm';

const draft = (patch: Partial<PurchaseDraft>): PurchaseDraft => ({ ...emptyPurchaseDraft(), supplier: 'Atlas Shipping', number: 'INV-1', netValue: '1000', taxAmount: '200.5', ...patch });

describe('the purchase invoice form', () => {
  it('computes the gross value in minor units, as the server will', () => {
    expect(grossOf(draft({}), 'en')).toBe('1200.50');
    expect(grossOf(draft({ netValue: '0.1', taxAmount: '0.2' }), 'en')).toBe('0.30');
    expect(grossOf(draft({ currency: 'JPY', netValue: '150000', taxAmount: '15000' }), 'en')).toBe('165000');
    expect(grossOf(draft({ netValue: '1.000,50', taxAmount: '0,5' }), 'es')).toBe('1001.00');
    expect(grossOf(draft({ netValue: 'abc' }), 'en')).toBeNull();
  });

  it('sends plain amounts, dates or null, and the assignments', () => {
    const check = checkPurchase(draft({ invoiceOn: '2026-11-01', dueOn: '2026-12-01', assignments: [{ id: 4, ref: 'A-4' }] }), 'en');
    expect(check).toEqual({
      ok: true,
      input: { supplier: 'Atlas Shipping', number: 'INV-1', currency: 'GBP', netValue: '1000.00', taxAmount: '200.50', grossValue: '1200.50', invoiceOn: '2026-11-01', dueOn: '2026-12-01', paidOn: null, assignments: [{ id: 4, ref: 'A-4' }] },
    });
  });

  it('names each problem before anything is sent', () => {
    const check = checkPurchase(draft({ supplier: ' ', netValue: '', taxAmount: '1.234', invoiceOn: '2026-11-02', dueOn: '2026-11-01', paidOn: '2026-13-01' }), 'en');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.supplier).toEqual({ kind: 'required' });
    expect(check.problems.netValue).toEqual({ kind: 'required' });
    expect(check.problems.taxAmount?.kind).toBe('number');
    expect(check.problems.dueOn).toEqual({ kind: 'dueBeforeInvoice' });
    expect(check.problems.paidOn).toEqual({ kind: 'date' });
    expect(check.problems.number).toBeUndefined();
  });

  it('opens a saved invoice with its amounts as the reader writes them', () => {
    const saved: PurchaseInvoice = { id: 9, supplier: 'S', number: 'N', currency: 'EUR', netValue: '1200.50', taxAmount: '0.00', grossValue: '1200.50', invoiceOn: null, dueOn: '2026-12-01', paidOn: null, assignments: [], updatedAt: '2026-11-24T10:00:00Z' };
    expect(draftOf(saved, 'ru')).toMatchObject({ id: 9, netValue: '1200,50', dueOn: '2026-12-01', invoiceOn: '' });
    expect(checkPurchase(draftOf(saved, 'ru'), 'ru')).toMatchObject({ ok: true, input: { netValue: '1200.50', grossValue: '1200.50' } });
  });

  it('says whether an invoice is paid, unpaid or overdue', () => {
    expect(paymentState({ paidOn: '2026-11-20', dueOn: '2026-11-01' }, '2026-11-24')).toBe('paid');
    expect(paymentState({ paidOn: null, dueOn: '2026-11-23' }, '2026-11-24')).toBe('overdue');
    expect(paymentState({ paidOn: null, dueOn: '2026-11-24' }, '2026-11-24')).toBe('unpaid');
    expect(paymentState({ paidOn: null, dueOn: null }, '2026-11-24')).toBe('unpaid');
  });
});
