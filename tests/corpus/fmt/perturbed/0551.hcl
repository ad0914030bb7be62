feature "test1" {}

	feature "test2"{}

feature  "test3"  {}