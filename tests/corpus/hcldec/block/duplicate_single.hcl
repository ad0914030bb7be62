must {}
single {}
single {}
