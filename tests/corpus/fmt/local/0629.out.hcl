r = (<<-END
  ${~s~}  tail
  END
)
