r  =    <<-X
      line text
  X

