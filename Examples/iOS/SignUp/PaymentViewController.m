#import <UIKit/UIKit.h>
#import "PatternTextField.h"

// Objective-C form: messages, property syntax, regexes and host escapes.
@interface PaymentViewController : UIViewController
@property (nonatomic, weak) IBOutlet PatternTextField *amountField;
@property (nonatomic, weak) IBOutlet PatternTextField *cvvField;
@property (nonatomic, weak) IBOutlet PatternTextField *pinField;
@end

@implementation PaymentViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  // `\d` is not an Objective-C escape: the regex receives `d` (host-escape).
  [self.cvvField setBBB_pattern:@"###"];
  [self.cvvField setBBB_regular:@"\d{0,3}"]; // expect: host-escape
  self.cvvField.maxLength = 3;

  // Four slots, but the regex never accepts four characters (regex-rejects-mask).
  [self.pinField setBBB_pattern:@"####"];
  [self.pinField setBBB_regular:@"\\d{0,3}"]; // expect: regex-rejects-mask

  // Adjacent literals form one mask.
  [_amountField setBBB_pattern:@"$ ###" @",###.##"];

  NSError *error = nil;
  NSRegularExpression *amount = [NSRegularExpression regularExpressionWithPattern:@"^\\$ ?\\d+(\\.\\d{2})?$"
                                                                          options:0
                                                                            error:&error];
  (void)amount;
}

@end
