r = <<-END
  ${~s~}  tail
  quote " and \n raw
      ${objs[0].name}
  END

