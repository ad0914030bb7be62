r = (<<-X
      ${boolstr}
  X
)
