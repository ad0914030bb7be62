r = (<<-END
    quote " and \n raw
      quote " and \n raw
    ${~s~}  tail
  END
)
