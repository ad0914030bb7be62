r = hasindex([1], null)
