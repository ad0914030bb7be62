must {}
other {}
