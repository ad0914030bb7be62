r = trimspace(false    &&    12345678901234567890>tiny  ? nul==  []  ?s : nullobj.b    / 0.5  :nums  [0  ])
