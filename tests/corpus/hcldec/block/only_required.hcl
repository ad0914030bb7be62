must {}
