r = !(deep.a == {}) ? join(", ", []) : ceil("2.5" + zero)
