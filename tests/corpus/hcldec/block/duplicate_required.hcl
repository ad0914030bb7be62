must {}
must {}
