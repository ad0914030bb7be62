r = <<-END
    ${~s~}  tail
  line text
  END

