r = can(1 / 0) ? (<<-END
  %{for x in strs~}
  - ${x}
  %{~endfor}
      ${deep.a.b.c.d[0]}
  END
) : try(objs[3].size, 2 % 7)
