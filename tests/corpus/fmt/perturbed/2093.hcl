r=deep.a==    nested[0] ? -(-2.5 )  :merge(empty_obj  )
