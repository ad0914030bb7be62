a = <<xՠ
z
xՠ
