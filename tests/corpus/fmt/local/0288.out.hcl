r = coalesce(null, lower("$${lit} %%{lit}")) == fl ? (<<-END
      line text
  ${obj.tags.env}
  ${~s~}  tail
  END
) : element(nested[0], 0)
