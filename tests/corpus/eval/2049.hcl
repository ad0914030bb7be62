r = element(obj.enabled || obj.enabled ? concat([1, 2, 3], []) : tolist(toset(obj.ports)), 7)
