r = <<-END
  ${smap.a}
    ${~s~}  tail
    ${objs[0].name}
  END

