r = <<-END
      line text
    ${~s~}  tail
  END

