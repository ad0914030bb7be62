r = compact(compact([]))
