r=(<<-X
      ${boolstr}
  X
)
