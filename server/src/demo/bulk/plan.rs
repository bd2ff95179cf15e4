//! How `plinth bench-data` spreads its rows: which company and division each asset and assignment
//! goes to, each assignment's status and size. Pure arithmetic, so it is tested without a database.
use entity::types::AssignmentStatus;

/// What to make, from the command line.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Assets in all, the customer's included.
    pub assets: usize,
    /// Assignments in all, shared among the companies in proportion to their assets.
    pub assignments: usize,
    /// The customer's share of `assets` (the bench signs in as that customer).
    pub customer_assets: usize,
    /// Companies made besides the customer, sharing the other assets evenly.
    pub other_companies: usize,
    /// Divisions of each company made here (an existing customer keeps its own).
    pub divisions: usize,
}

/// One company's share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    pub assets: usize,
    pub assignments: usize,
}

impl Plan {
    /// The customer's share first, then each other company's; the assets and assignments add up
    /// to the plan's totals exactly (remainders go to the first companies).
    pub fn shares(&self) -> Vec<Share> {
        let customer = self.customer_assets.min(self.assets);
        let others = self.assets - customer;
        let mut assets = vec![customer];
        assets.extend(split(others, self.other_companies));
        let total = self.assets.max(1);
        let mut assignments: Vec<usize> = assets
            .iter()
            .map(|&a| a * self.assignments / total)
            .collect();
        // What the rounding down left over, one each to the companies that have assets.
        let short = self.assignments - assignments.iter().sum::<usize>();
        let with_assets: Vec<usize> = (0..assets.len()).filter(|&k| assets[k] > 0).collect();
        for k in with_assets.into_iter().cycle().take(short) {
            assignments[k] += 1;
        }
        assets
            .into_iter()
            .zip(assignments)
            .map(|(assets, assignments)| Share {
                assets,
                assignments,
            })
            .collect()
    }
}

/// `total` in `parts` near-equal parts, the larger ones first.
pub fn split(total: usize, parts: usize) -> Vec<usize> {
    if parts == 0 {
        return Vec::new();
    }
    (0..parts)
        .map(|k| total / parts + usize::from(k < total % parts))
        .collect()
}

/// Statuses in a cycle of 20: half delivered, one cancelled, each open status once, so 9 in 20
/// assignments are open and every status appears once there are 20 assignments.
const CYCLE: [AssignmentStatus; 20] = {
    use AssignmentStatus::*;
    [
        Delivered,
        Submitted,
        Delivered,
        Quoted,
        Delivered,
        CollectionScheduled,
        Delivered,
        WaitingToCollect,
        Delivered,
        InTransit,
        Delivered,
        InCustoms,
        Delivered,
        InBond,
        Delivered,
        InWarehouse,
        Delivered,
        DeliveryScheduled,
        Delivered,
        Cancelled,
    ]
};

/// The status of a company's `n`th assignment.
pub fn status_of(n: usize) -> AssignmentStatus {
    CYCLE[n % CYCLE.len()]
}

/// How many assets the `n`th assignment carries: 1 to 5, 3 on average.
pub fn size_of(n: usize) -> usize {
    1 + (n * 7) % 5
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_add_up_and_follow_the_assets() {
        let plan = Plan {
            assets: 100_000,
            assignments: 20_000,
            customer_assets: 10_000,
            other_companies: 4,
            divisions: 3,
        };
        let shares = plan.shares();
        assert_eq!(shares.len(), 5);
        assert_eq!(
            shares[0],
            Share {
                assets: 10_000,
                assignments: 2_000
            }
        );
        assert_eq!(shares.iter().map(|s| s.assets).sum::<usize>(), 100_000);
        assert_eq!(shares.iter().map(|s| s.assignments).sum::<usize>(), 20_000);
        assert!(shares[1..].iter().all(|s| s.assets == 22_500));
    }

    #[test]
    fn uneven_totals_still_add_up() {
        let plan = Plan {
            assets: 2_001,
            assignments: 403,
            customer_assets: 333,
            other_companies: 3,
            divisions: 2,
        };
        let shares = plan.shares();
        assert_eq!(shares.iter().map(|s| s.assets).sum::<usize>(), 2_001);
        assert_eq!(shares.iter().map(|s| s.assignments).sum::<usize>(), 403);
        assert_eq!(split(10, 3), [4, 3, 3]);
    }

    #[test]
    fn every_status_appears_in_one_cycle() {
        for status in AssignmentStatus::ALL {
            assert!((0..20).any(|n| status_of(n) == *status), "{status}");
        }
        let open = (0..20).filter(|&n| !status_of(n).closes()).count();
        assert_eq!(open, 9);
        assert_eq!((0..5).map(size_of).sum::<usize>(), 15);
    }
}
