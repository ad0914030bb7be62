r = contains([null], null)
