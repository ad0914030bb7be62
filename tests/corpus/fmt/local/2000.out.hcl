r = <<-END
      ${~s~}  tail
  quote " and \n raw
  END

