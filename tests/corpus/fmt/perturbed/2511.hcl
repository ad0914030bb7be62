r =trim(null,    "x")
