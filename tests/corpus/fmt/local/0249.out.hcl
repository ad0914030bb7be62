r = 6.02e+23 == obj.ports[1] ? "${obj.tags.env~}${obj.enabled}" : (<<-END
      ${~s~}  tail
  END
)
